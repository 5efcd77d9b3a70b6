CREATE TABLE "creator_onboarding" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_onboarding_step_range" CHECK ("creator_onboarding"."current_step" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "creator_onboarding" ADD CONSTRAINT "creator_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;