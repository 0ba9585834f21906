export { RefereePage } from './referee-page';
