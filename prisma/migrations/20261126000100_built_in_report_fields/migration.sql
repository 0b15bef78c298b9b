-- The built-in report fields (server/reports/compile.ts BUILT_IN) are part of the product, not demo data: a database
-- without the demo seed offered no field to a Simple report and refused every one ("Unknown report field").
-- Inserted once; a field already present (a database the demo seed filled) is left as it is.
INSERT INTO "report_fields" ("promotion_id", "category", "name", "display_name", "filter_by_dates", "sequence")
SELECT NULL, f.category, f.name, f.display_name, f.by_dates, f.sequence
FROM (VALUES
  ('User', 'first_name', 'First Name', false, 1),
  ('User', 'last_name', 'Last Name', false, 2),
  ('User', 'email', 'Email', false, 3),
  ('User', 'role', 'Role', false, 4),
  ('User', 'location', 'Location', false, 5),
  ('User', 'top_level_location', 'Region', false, 6),
  ('User', 'team_name', 'Team', false, 7),
  ('User', 'created_at', 'Registered On', true, 8),
  ('Activity', 'activities_logged', 'Activities Logged', false, 9),
  ('Activity', 'scenes_completed', 'Scenes Completed', false, 10),
  ('Activity', 'total_points', 'Total Points', false, 11),
  ('Activity', 'last_logged_on', 'Last Logged On', true, 12),
  ('Evaluation', 'evaluation_completed_at', 'Evaluation Completed At', true, 13),
  ('Duo', 'duos_completed', 'Duos Completed', false, 14)
) AS f(category, name, display_name, by_dates, sequence)
WHERE NOT EXISTS (SELECT 1 FROM "report_fields" r WHERE r."promotion_id" IS NULL AND r."name" = f.name);

-- A custom prompt is a report field (server/reports/custom-prompt-fields.ts keeps the row with the prompt from now
-- on); prompts made on the dashboard before had none.
INSERT INTO "report_fields" ("promotion_id", "category", "name", "display_name", "filter_by_dates", "sequence")
SELECT p."promotion_id", 'Custom Prompts', 'CustomPrompt_' || p."id", coalesce(nullif(p."short_label", ''), p."prompt"), false, p."sequence"
FROM "custom_prompts" p
WHERE p."type_of_prompt" <> 'HEADER'
  AND NOT EXISTS (SELECT 1 FROM "report_fields" r WHERE r."promotion_id" = p."promotion_id" AND r."name" = 'CustomPrompt_' || p."id");
