import type { AppContext } from '../services/context';
import { createReportsService, type ReportsService } from '../services/reports/service';
import type { DomainHandlers } from './handlers';

/** Thin: each reports.* call goes to the reports service; progress goes out as reports.progress. */
export function createReportsHandlers(
  ctx: AppContext,
  service: ReportsService = createReportsService(ctx),
): DomainHandlers<'reports'> {
  return {
    'reports.preview': (request) => service.preview(request),
    'reports.export': async ({ exportId, request, format }) => {
      const result = await service.export({
        request,
        format,
        exportId,
        onProgress: (progress) => ctx.events.emit('reports.progress', { exportId, ...progress }),
      });
      return {
        fileName: result.fileName,
        path: result.file,
        format: result.format,
        bytes: result.bytes,
        rows: result.rows,
        totalCents: result.totalCents,
        warnings: result.warnings,
        downloadable: result.downloadable,
      };
    },
    'reports.previewGiving': (request) => service.previewGiving(request),
    'reports.exportGiving': async ({ exportId, request, format }) => {
      const result = await service.exportGiving({
        request,
        format,
        exportId,
        onProgress: (progress) => ctx.events.emit('reports.progress', { exportId, ...progress }),
      });
      return {
        fileName: result.fileName,
        path: result.file,
        format: result.format,
        bytes: result.bytes,
        rows: result.rows,
        totalCents: result.totalCents,
        warnings: result.warnings,
        downloadable: result.downloadable,
      };
    },
    'reports.fiscalYearStart': async ({ environment }) => ({
      month: await ctx.environments.fiscalYearStart(environment),
    }),
    'reports.setFiscalYearStart': async ({ environment, month }) => ({
      month: await ctx.environments.setFiscalYearStart(environment, month),
    }),
    'reports.cancel': async ({ exportId }) => ({ cancelled: service.cancel(exportId) }),
    'reports.download': ({ fileName }) => service.download(fileName),
  };
}
