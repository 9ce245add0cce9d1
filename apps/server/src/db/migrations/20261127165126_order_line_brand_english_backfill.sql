-- Custom SQL migration file, put your code below! --
-- Order lines placed before the English column: the brand's English name now (the Chinese one stays shown where
-- the brand has none).
update order_lines set brand_name_en = b.brand_name_en
from skus s join brands b on b.id = s.brand_id
where s.id = order_lines.sku_id and order_lines.brand_name_en = '';
