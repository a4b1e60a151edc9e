export { OperationsPlugin } from './operations.plugin';
