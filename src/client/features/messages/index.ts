// The Messages feature as the rest of the app sees it. The page is loaded lazily by the route table, so
// only the small live-updates hook is here (it is mounted once, for the whole app).
export { useMessageStream } from './use-message-stream';
