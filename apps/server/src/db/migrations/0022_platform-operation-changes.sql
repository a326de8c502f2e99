-- A platform operation's structured result (what changed, in platform terms) is kept with its record,
-- so a replay with the same operationId returns it and the console can still write what it missed.
ALTER TABLE "platform_operations" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;
