CREATE TABLE "booking_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"author" text NOT NULL,
	"staff_id" text,
	"person_id" text,
	"person_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_messages_author_check" CHECK ("booking_messages"."author" in ('staff', 'customer'))
);
--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_question_by_staff_users_id_fk";
--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_person_id_customer_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."customer_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_messages_booking_idx" ON "booking_messages" USING btree ("booking_id","id");--> statement-breakpoint
-- Each booking's question so far becomes the first message of its conversation.
INSERT INTO "booking_messages" ("booking_id", "author", "staff_id", "body", "created_at")
SELECT "id", 'staff', "question_by", "question", coalesce("question_at", "updated_at")
FROM "booking_requests" WHERE "question" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" DROP COLUMN "question";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP COLUMN "question_by";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP COLUMN "question_at";