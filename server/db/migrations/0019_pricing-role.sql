-- The pricing role (schemas/staff.ts): staff who keep the rate cards instant estimates come from.
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_role_check";--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('admin', 'sales', 'hr', 'editor', 'pricing'));