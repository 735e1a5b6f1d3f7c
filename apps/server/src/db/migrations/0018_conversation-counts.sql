CREATE TABLE "conversation_reads" (
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"read_count" integer NOT NULL,
	CONSTRAINT "conversation_reads_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "message_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_deleted_idx" ON "projects" USING btree ("id") WHERE "projects"."deleted_at" is not null;--> statement-breakpoint
-- Each conversation's size and newest message, and each reader's read count, as they stand today.
UPDATE "projects" p SET "message_count" = counted.n, "last_message_at" = counted.newest
FROM (SELECT project_id, count(*)::int AS n, max(created_at) AS newest FROM "project_messages" GROUP BY project_id) counted
WHERE p.id = counted.project_id;--> statement-breakpoint
INSERT INTO "conversation_reads" ("user_id", "project_id", "read_count")
SELECT r.user_id, m.project_id, count(*)::int FROM "message_reads" r JOIN "project_messages" m ON m.id = r.message_id
GROUP BY r.user_id, m.project_id;--> statement-breakpoint
-- From here on the database keeps them, whoever writes: one statement-level trigger per change, reading
-- the statement's rows as a table, so a bulk insert updates each conversation once. Messages never move
-- between projects and read rows never change their message or reader, so no UPDATE triggers.
CREATE FUNCTION "conversation_messages_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET message_count = p.message_count + added.n,
    last_message_at = greatest(p.last_message_at, added.newest)
  FROM (SELECT project_id, count(*)::int AS n, max(created_at) AS newest FROM added_messages GROUP BY project_id) added
  WHERE p.id = added.project_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversation_messages_added" AFTER INSERT ON "project_messages"
  REFERENCING NEW TABLE AS added_messages FOR EACH STATEMENT EXECUTE FUNCTION "conversation_messages_added"();--> statement-breakpoint
-- A removed message took its read rows with it (the cascade runs first, and those rows can no longer be
-- traced to a project), so the affected conversations are counted again from what is left.
CREATE FUNCTION "conversation_messages_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET
    message_count = (SELECT count(*)::int FROM project_messages m WHERE m.project_id = p.id),
    last_message_at = (SELECT max(m.created_at) FROM project_messages m WHERE m.project_id = p.id)
  WHERE p.id IN (SELECT project_id FROM removed_messages);
  UPDATE conversation_reads c SET read_count = (
    SELECT count(*)::int FROM message_reads r JOIN project_messages m ON m.id = r.message_id
    WHERE m.project_id = c.project_id AND r.user_id = c.user_id)
  WHERE c.project_id IN (SELECT project_id FROM removed_messages);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversation_messages_removed" AFTER DELETE ON "project_messages"
  REFERENCING OLD TABLE AS removed_messages FOR EACH STATEMENT EXECUTE FUNCTION "conversation_messages_removed"();--> statement-breakpoint
CREATE FUNCTION "conversation_reads_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO conversation_reads AS c (user_id, project_id, read_count)
  SELECT r.user_id, m.project_id, count(*)::int FROM added_reads r JOIN project_messages m ON m.id = r.message_id
  GROUP BY r.user_id, m.project_id
  ON CONFLICT (user_id, project_id) DO UPDATE SET read_count = c.read_count + excluded.read_count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversation_reads_added" AFTER INSERT ON "message_reads"
  REFERENCING NEW TABLE AS added_reads FOR EACH STATEMENT EXECUTE FUNCTION "conversation_reads_added"();--> statement-breakpoint
CREATE FUNCTION "conversation_reads_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversation_reads c SET read_count = c.read_count - removed.n
  FROM (SELECT r.user_id, m.project_id, count(*)::int AS n
        FROM removed_reads r JOIN project_messages m ON m.id = r.message_id GROUP BY r.user_id, m.project_id) removed
  WHERE c.user_id = removed.user_id AND c.project_id = removed.project_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversation_reads_removed" AFTER DELETE ON "message_reads"
  REFERENCING OLD TABLE AS removed_reads FOR EACH STATEMENT EXECUTE FUNCTION "conversation_reads_removed"();
