-- Custom SQL migration file, put your code below! --
-- Goods listed before brand authorisation existed keep their brands: an active authorisation for every
-- (supplier, brand) pair already sold (none on a fresh database; the demo seed adds its own).
insert into brand_auths (supplier_id, brand_id, status, valid_from, valid_to, applied_at, updated_at)
select distinct supplier_id, brand_id, 2, date '2026-01-01', date '2030-12-31', now(), now()
from skus
on conflict (supplier_id, brand_id) do nothing;
