-- Every console process caches who a token belongs to (identity/authenticator.ts). A change to an
-- operator's flags or subscriptions, made by the console or by hand in SQL, tells every process to
-- forget that operator at once.
CREATE OR REPLACE FUNCTION notify_operator_change() RETURNS trigger AS $$
DECLARE
  changed text := '*';
BEGIN
  IF TG_LEVEL = 'ROW' AND TG_TABLE_NAME = 'operators' THEN
    changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.id::text ELSE NEW.id::text END;
  ELSIF TG_LEVEL = 'ROW' AND TG_TABLE_NAME = 'operator_subscriptions' THEN
    changed := CASE WHEN TG_OP = 'DELETE' THEN OLD.operator_id::text ELSE NEW.operator_id::text END;
  END IF;
  PERFORM pg_notify('console_operator_changed', changed);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER operators_changed AFTER INSERT OR UPDATE OR DELETE ON operators
  FOR EACH ROW EXECUTE FUNCTION notify_operator_change();
--> statement-breakpoint
CREATE TRIGGER operator_subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON operator_subscriptions
  FOR EACH ROW EXECUTE FUNCTION notify_operator_change();
--> statement-breakpoint
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_operator_change();
