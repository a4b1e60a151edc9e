export { LegacyRestPlugin } from './legacy-rest.plugin';
