CREATE TABLE "chakra_achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cycle" integer NOT NULL,
	"chakra_number" integer NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chakra_achievements_once_per_cycle" UNIQUE("user_id","cycle","chakra_number"),
	CONSTRAINT "chakra_achievements_chakra_range" CHECK ("chakra_achievements"."chakra_number" between 1 and 7),
	CONSTRAINT "chakra_achievements_cycle_positive" CHECK ("chakra_achievements"."cycle" >= 1)
);
--> statement-breakpoint
CREATE TABLE "soul_evolution_records" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_buddhas" integer DEFAULT 0 NOT NULL,
	"cycle_started_at" timestamp with time zone,
	CONSTRAINT "soul_evolution_records_buddhas_not_negative" CHECK ("soul_evolution_records"."total_buddhas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chakra_achievements" ADD CONSTRAINT "chakra_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soul_evolution_records" ADD CONSTRAINT "soul_evolution_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chakra_achievements_user_newest_idx" ON "chakra_achievements" USING btree ("user_id","unlocked_at" DESC NULLS LAST,"id" DESC NULLS LAST);