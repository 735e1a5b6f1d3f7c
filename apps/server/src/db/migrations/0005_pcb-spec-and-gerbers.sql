CREATE TABLE "gerber_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"project_id" integer NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"storage_key" text NOT NULL,
	"file_count" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"layer_overrides" jsonb,
	"result" jsonb,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pcb_default_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_type" text NOT NULL,
	"panel_x" integer NOT NULL,
	"panel_y" integer NOT NULL,
	"rail_width_mm" double precision NOT NULL,
	"panel_separation" text NOT NULL,
	"fiducials" boolean NOT NULL,
	"width_mm" double precision NOT NULL,
	"height_mm" double precision NOT NULL,
	"quantity" integer NOT NULL,
	"layers" integer NOT NULL,
	"material" text NOT NULL,
	"thickness_mm" double precision NOT NULL,
	"outer_copper_oz" double precision NOT NULL,
	"inner_copper_oz" double precision NOT NULL,
	"surface_finish" text NOT NULL,
	"solder_mask_color" text NOT NULL,
	"solder_mask_sides" text NOT NULL,
	"silkscreen_color" text NOT NULL,
	"silkscreen_sides" text NOT NULL,
	"min_track_spacing_mil" double precision NOT NULL,
	"min_drill_mm" double precision NOT NULL,
	"via_treatment" text NOT NULL,
	"impedance_control" boolean NOT NULL,
	"blind_buried_vias" boolean NOT NULL,
	"castellated_holes" boolean NOT NULL,
	"edge_plating" boolean NOT NULL,
	"gold_fingers" boolean NOT NULL,
	"gold_finger_bevel" boolean NOT NULL,
	"ul_marking" boolean NOT NULL,
	"electrical_test" boolean NOT NULL,
	"stackup_id" text,
	"different_designs" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pcb_dimensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"field" text NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pcb_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"board_type" text NOT NULL,
	"panel_x" integer NOT NULL,
	"panel_y" integer NOT NULL,
	"rail_width_mm" double precision NOT NULL,
	"panel_separation" text NOT NULL,
	"fiducials" boolean NOT NULL,
	"width_mm" double precision NOT NULL,
	"height_mm" double precision NOT NULL,
	"quantity" integer NOT NULL,
	"layers" integer NOT NULL,
	"material" text NOT NULL,
	"thickness_mm" double precision NOT NULL,
	"outer_copper_oz" double precision NOT NULL,
	"inner_copper_oz" double precision NOT NULL,
	"surface_finish" text NOT NULL,
	"solder_mask_color" text NOT NULL,
	"solder_mask_sides" text NOT NULL,
	"silkscreen_color" text NOT NULL,
	"silkscreen_sides" text NOT NULL,
	"min_track_spacing_mil" double precision NOT NULL,
	"min_drill_mm" double precision NOT NULL,
	"via_treatment" text NOT NULL,
	"impedance_control" boolean NOT NULL,
	"blind_buried_vias" boolean NOT NULL,
	"castellated_holes" boolean NOT NULL,
	"edge_plating" boolean NOT NULL,
	"gold_fingers" boolean NOT NULL,
	"gold_finger_bevel" boolean NOT NULL,
	"ul_marking" boolean NOT NULL,
	"electrical_test" boolean NOT NULL,
	"stackup_id" text,
	"different_designs" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gerber_uploads" ADD CONSTRAINT "gerber_uploads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gerber_uploads" ADD CONSTRAINT "gerber_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcb_default_data" ADD CONSTRAINT "pcb_default_data_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcb_dimensions" ADD CONSTRAINT "pcb_dimensions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcb_specs" ADD CONSTRAINT "pcb_specs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pcb_specs" ADD CONSTRAINT "pcb_specs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gerber_uploads_job_idx" ON "gerber_uploads" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "gerber_uploads_project_idx" ON "gerber_uploads" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pcb_dimensions_field_idx" ON "pcb_dimensions" USING btree ("field");--> statement-breakpoint
CREATE UNIQUE INDEX "pcb_specs_project_idx" ON "pcb_specs" USING btree ("project_id");