-- Custom SQL migration file, put your code below! --
-- Goods and order lines keep a unit's UNIT dictionary code, labelled in the reader's language where shown.
-- Text that matches an item's Chinese label takes its code: the items in the dictionary now (labels operators
-- may have edited) first, then the items this change declares; other text is kept and shown as it is.
create temporary table unit_label_codes as
select distinct on (label) label, code
from (
  select label, code, 0 as rank from dictionary_items where dict_code = 'UNIT'
  union all
  select label, code, 1 as rank from (values
    ('个', 'PCS'), ('套', 'SET'), ('台', 'UNIT'), ('盒', 'BOX'), ('箱', 'CTN'), ('瓶', 'BTL'),
    ('包', 'PCK'), ('卷', 'ROL'), ('副', 'PR'), ('本', 'BK'), ('米', 'M'), ('次', 'TM'),
    ('把', 'EA'), ('支', 'STK'), ('双', 'DPR'), ('顶', 'TOP'), ('项', 'JOB'), ('点', 'PT'),
    ('件', 'ITM'), ('张', 'SHT'), ('袋', 'BAG'), ('桶', 'DRM')
  ) as declared(label, code)
) as known
order by label, rank, code;
--> statement-breakpoint
update spus set unit = m.code from unit_label_codes m where spus.unit = m.label;
--> statement-breakpoint
update skus set unit = m.code from unit_label_codes m where skus.unit = m.label;
--> statement-breakpoint
update order_lines set unit = m.code from unit_label_codes m where order_lines.unit = m.label;
--> statement-breakpoint
drop table unit_label_codes;
