-- A form saves the version of the customer it read (decision 006): every change an operator makes to a
-- customer row, in any change request, counts the version up and records who made it and when. The
-- request's unit of work names the operator in the transaction-local setting console.actor; changes the
-- platform and its jobs make (state, addresses) set no actor and leave the version, so they never make a
-- form's save stale.
ALTER TABLE "customers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "changed_by_name" text;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "changed_at" timestamp with time zone;
--> statement-breakpoint
-- One change request is one new version, however many times it writes the row: the first write of a
-- customer in a transaction counts up and marks the customer in a transaction-local setting.
CREATE OR REPLACE FUNCTION count_customer_version() RETURNS trigger AS $$
DECLARE
  actor text := nullif(current_setting('console.actor', true), '');
  mark text := 'console.version_' || replace(NEW.id::text, '-', '');
BEGIN
  IF actor IS NOT NULL THEN
    IF coalesce(current_setting(mark, true), '') = '' THEN
      NEW.version := OLD.version + 1;
      PERFORM set_config(mark, '1', true);
    ELSE
      NEW.version := OLD.version;
    END IF;
    NEW.changed_by_name := actor;
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER customers_version BEFORE UPDATE ON customers FOR EACH ROW EXECUTE FUNCTION count_customer_version();
