CREATE TABLE "api_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"operation" text NOT NULL,
	"status" text NOT NULL,
	"http_status" integer,
	"duration_ms" integer NOT NULL,
	"message" text,
	"order_id" integer,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_match_requests" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"normalised_mpn" text NOT NULL,
	"mpn" text NOT NULL,
	"distributor" text NOT NULL,
	"sku" text NOT NULL,
	"manufacturer" text,
	"stock" integer NOT NULL,
	"moq" integer NOT NULL,
	"multiple" integer NOT NULL,
	"price_breaks" jsonb NOT NULL,
	"lead_time_days" integer,
	"packaging" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributor_searches" (
	"normalised_mpn" text NOT NULL,
	"distributor" text NOT NULL,
	"outcome" text NOT NULL,
	"message" text,
	"simulated" boolean DEFAULT false NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "distributor_searches_normalised_mpn_distributor_pk" PRIMARY KEY("normalised_mpn","distributor")
);
--> statement-breakpoint
ALTER TABLE "distributor_match_requests" ADD CONSTRAINT "distributor_match_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_logs_created_idx" ON "api_logs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "api_logs_service_created_idx" ON "api_logs" USING btree ("service","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "api_logs_errors_idx" ON "api_logs" USING btree ("created_at" DESC NULLS LAST) WHERE "api_logs"."status" = 'error';--> statement-breakpoint
CREATE INDEX "distributor_offers_mpn_idx" ON "distributor_offers" USING btree ("normalised_mpn");--> statement-breakpoint
CREATE INDEX "distributor_offers_sku_idx" ON "distributor_offers" USING btree ("distributor","sku");