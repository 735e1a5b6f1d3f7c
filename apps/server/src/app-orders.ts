import type { FastifyInstance } from 'fastify';
import { paymentGateway } from './app-payments.ts';
import type { AppContext } from './context.ts';
import type { ApiCallRecorder } from './integrations/api-log/api-call-recorder.ts';
import { GecRestClient } from './integrations/gec/gec-rest.ts';
import { registerExportRoutes } from './modules/backoffice/exports.routes.ts';
import { registerOrderListRoutes } from './modules/backoffice/order-lists.routes.ts';
import type { CplService } from './modules/cpl/cpl.service.ts';
import { createDocumentsService, registerDocumentRoutes } from './modules/documents/documents.routes.ts';
import { registerGecRoutes } from './modules/gec/gec.routes.ts';
import { GecService } from './modules/gec/gec.service.ts';
import { registerAfterSalesRoutes } from './modules/orders/after-sales.routes.ts';
import { CreditNotesService } from './modules/orders/credit-notes.service.ts';
import { InvoicesService } from './modules/orders/invoices.service.ts';
import { registerOrderActionRoutes } from './modules/orders/order-actions.routes.ts';
import { OrderActionsService } from './modules/orders/order-actions.service.ts';
import { OrderCancelService } from './modules/orders/order-cancel.service.ts';
import { OrderDataEditsService } from './modules/orders/order-data-edits.service.ts';
import { registerOrderEditRoutes } from './modules/orders/order-edits.routes.ts';
import { registerOrderFilesRoutes } from './modules/orders/order-files.routes.ts';
import { OrderFilesService } from './modules/orders/order-files.service.ts';
import { registerOrderLineEditRoutes } from './modules/orders/order-line-edits.routes.ts';
import { OrderLineEditsService } from './modules/orders/order-line-edits.service.ts';
import { OrderMoneyService } from './modules/orders/order-money.service.ts';
import { registerOrderReworkRoutes } from './modules/orders/order-rework.routes.ts';
import { OrderReworkService } from './modules/orders/order-rework.service.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { OrdersService } from './modules/orders/orders.service.ts';
import { registerPaymentRoutes } from './modules/orders/payments.routes.ts';
import { PaymentsService } from './modules/orders/payments.service.ts';
import { RefundsService } from './modules/orders/refunds.service.ts';
import { registerReorderRoutes } from './modules/orders/reorder.routes.ts';
import { ReorderService } from './modules/orders/reorder.service.ts';
import { StaffOrdersService } from './modules/orders/staff-orders.service.ts';
import type { ProjectsService } from './modules/projects/projects.service.ts';
import { registerProjectStaffRoutes } from './modules/projects/projects-staff.routes.ts';
import { ProjectsStaffService } from './modules/projects/projects-staff.service.ts';
import type { PricingSettingsService } from './modules/quotes/pricing-settings.service.ts';

/**
 * Everything from an order on: ordering, paying (MultiSafepay or its simulator, mounted on `app` when
 * no key is set), invoices, documents, the back office's order lists and exports, staff's actions and
 * edits, rework after review, cancellations and refunds. Built once the project side exists; its routes
 * join the API scope with `registerRoutes`.
 */
export async function buildOrderArea(
  app: FastifyInstance,
  ctx: AppContext,
  deps: {
    projects: ProjectsService;
    pricingSettings: PricingSettingsService;
    cpl: CplService;
    apiLog: ApiCallRecorder;
  },
) {
  const { projects, pricingSettings, cpl } = deps;
  const orders = new OrdersService(ctx, projects, pricingSettings);
  const invoices = new InvoicesService(ctx, orders);
  const gateway = await paymentGateway(app, ctx.config, deps.apiLog);
  const payments = new PaymentsService(ctx, invoices, gateway);
  const creditNotes = new CreditNotesService(ctx);
  const refunds = new RefundsService(ctx, gateway, creditNotes);
  const staffOrders = new StaffOrdersService(ctx, projects);
  // Paid orders to the client-order system; without GEC_URL / GEC_TOKEN its calls answer 503.
  const { gec: gecConfig } = ctx.config;
  const gec = new GecService(
    ctx,
    gecConfig ? new GecRestClient(gecConfig.url, gecConfig.token, gecConfig.timeoutMs, deps.apiLog) : null,
  );

  return {
    registerRoutes(api: FastifyInstance): void {
      registerOrderRoutes(api, { orders, invoices });
      registerReorderRoutes(api, new ReorderService(orders, projects));
      registerOrderFilesRoutes(api, new OrderFilesService(ctx, projects));
      registerProjectStaffRoutes(api, new ProjectsStaffService(ctx, projects));
      registerDocumentRoutes(api, createDocumentsService(ctx, { orders, invoices, cpl, creditNotes }));
      registerOrderListRoutes(api, ctx);
      registerExportRoutes(api, ctx, { invoices });
      // A payment page opened for the old total, or for an order since cancelled, is closed after the commit.
      const closeStalePaymentPage = (orderId: number) => payments.closeStalePaymentPage(orderId);
      registerOrderActionRoutes(api, {
        actions: new OrderActionsService(ctx, invoices, closeStalePaymentPage),
        orders: staffOrders,
        customerOrders: orders,
      });
      registerOrderLineEditRoutes(api, new OrderLineEditsService(ctx));
      registerOrderReworkRoutes(
        api,
        new OrderReworkService(ctx, projects, pricingSettings, closeStalePaymentPage),
      );
      registerOrderEditRoutes(api, {
        money: new OrderMoneyService(ctx, pricingSettings, closeStalePaymentPage),
        data: new OrderDataEditsService(ctx),
        orders: staffOrders,
      });
      registerAfterSalesRoutes(api, ctx, {
        cancel: new OrderCancelService(ctx, orders, refunds, closeStalePaymentPage),
        refunds,
      });
      registerGecRoutes(api, gec);
      registerPaymentRoutes(api, payments, {
        publicUrl: ctx.config.publicUrl,
        returnRateLimitPerMinute: ctx.config.paymentReturnRateLimitPerMinute,
      });
    },
  };
}
