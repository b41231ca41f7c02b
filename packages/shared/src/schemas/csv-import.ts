import { z } from 'zod';

/** `POST /api/v1/projects/{id}/csv-import` (docs/api.md, "CSV import"; docs/decisions.md D43). */
export const csvImportBodySchema = z.strictObject({
  csv: z.string({ message: 'is required: the CSV file as text' }).min(1, 'must not be empty'),
});
export type CsvImportBody = z.infer<typeof csvImportBodySchema>;

export const csvImportResultSchema = z.object({
  eventsImported: z.number().int(),
  /** Names of the timelines the import created (rows name timelines the project did not have). */
  timelinesCreated: z.array(z.string()),
  message: z.string(),
});
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;
