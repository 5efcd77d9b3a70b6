CREATE TABLE "listening_progress" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position_seconds" integer NOT NULL,
	"duration_seconds" integer,
	"client_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listening_progress_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "listening_progress_position_check" CHECK ("listening_progress"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listening_progress" ADD CONSTRAINT "listening_progress_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;