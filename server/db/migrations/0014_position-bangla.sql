ALTER TABLE "job_positions" ADD COLUMN "title_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "department_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "summary_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "description_bn" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "responsibilities_bn" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_positions" ADD COLUMN "requirements_bn" text[] DEFAULT '{}'::text[] NOT NULL;