-- Every update of a store, its delivery zones or a business type moves updated_at, whatever code wrote it: store
-- discovery keeps a node's copy of these rows and reads only their updated_at to know whether it is still right.
CREATE TRIGGER stores_touch_updated_at BEFORE UPDATE ON stores FOR EACH ROW EXECUTE FUNCTION comanda_touch_updated_at();
CREATE TRIGGER delivery_zones_touch_updated_at BEFORE UPDATE ON delivery_zones FOR EACH ROW EXECUTE FUNCTION comanda_touch_updated_at();
CREATE TRIGGER business_types_touch_updated_at BEFORE UPDATE ON business_types FOR EACH ROW EXECUTE FUNCTION comanda_touch_updated_at();
