export { dataExportRoutes } from './data-export.routes.ts';
export { createDataExportService, type DataExportService } from './data-export.service.ts';
export { deleteExpiredDataExports } from './data-export.queries.ts';
