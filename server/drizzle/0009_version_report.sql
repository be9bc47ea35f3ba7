-- What a generation or refinement built and what it did not (GenerationReport), shown in the builder's chat.
ALTER TABLE "project_versions" ADD COLUMN "report" jsonb;
