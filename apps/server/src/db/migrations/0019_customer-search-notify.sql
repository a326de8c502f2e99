-- Every console process keeps the customers' searchable columns in memory
-- (features/customers/search-index.ts). A change to customers or release channels, made by the
-- console or by hand in SQL, tells every process which customers to read again ('*': all of them;
-- 'channels' and 'terms': the release channels or the name words for suggestions).
CREATE OR REPLACE FUNCTION notify_customer_search_change() RETURNS trigger AS $$
DECLARE
  changed text;
BEGIN
  IF TG_TABLE_NAME = 'release_channels' THEN
    changed := 'channels';
  ELSIF TG_TABLE_NAME = 'customer_search_terms' THEN
    changed := 'terms';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(id::text, ',') END INTO changed FROM old_rows;
  ELSE
    SELECT CASE WHEN count(*) > 100 THEN '*' ELSE string_agg(id::text, ',') END INTO changed FROM new_rows;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('console_customer_search', changed);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customers_search_inserted AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_customer_search_change();
--> statement-breakpoint
CREATE TRIGGER customers_search_updated AFTER UPDATE ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_customer_search_change();
--> statement-breakpoint
CREATE TRIGGER customers_search_deleted AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_customer_search_change();
--> statement-breakpoint
CREATE TRIGGER release_channels_search_changed AFTER INSERT OR UPDATE OR DELETE ON release_channels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_customer_search_change();
--> statement-breakpoint
CREATE TRIGGER customer_search_terms_changed AFTER INSERT OR UPDATE OR DELETE ON customer_search_terms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_customer_search_change();
