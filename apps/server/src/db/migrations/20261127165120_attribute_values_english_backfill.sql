-- Custom SQL migration file, put your code below! --
-- Values saved before the English column: their Chinese text until an operator translates them (the demo
-- seed writes its own English).
update attribute_values set value_en = value where value_en = '';
