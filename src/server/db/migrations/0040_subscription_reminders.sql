CREATE TABLE "subscription_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_cancel_token_hash_unique" UNIQUE("cancel_token_hash"),
	CONSTRAINT "subscription_reminders_one_per_period" UNIQUE("subscription_id","period_end")
);
--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;