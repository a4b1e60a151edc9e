export { AfterSalesPlugin } from './after-sales.plugin';
export { AfterSalesRequest } from './entities/after-sales-request.entity';
