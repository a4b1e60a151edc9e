export { ContentPlugin } from './content.plugin';
