ALTER TABLE "mail_outbox" ADD COLUMN "links_expire_at" timestamp with time zone;--> statement-breakpoint
-- Mail kept before this column: reset and invitation links expire 1 hour and 7 days after they
-- were sent; a copy of a mail that SMTP already delivered (or tried to) is redacted at once.
UPDATE "mail_outbox" SET "links_expire_at" = CASE
  WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN "created_at"
  WHEN "kind" = 'password_reset' THEN "created_at" + interval '1 hour'
  ELSE "created_at" + interval '7 days'
END
WHERE "kind" IN ('password_reset', 'invitation');
