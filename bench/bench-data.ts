/** Fixed inputs shared by the bench driver (api.bench.ts) and the server under load (bench-server.ts). */

/** Where the 外送 scenarios deliver: the bench store's own district (臺北市信義區), 60 TWD by the sandbox. */
export const BENCH_DELIVERY_TO = { city: '臺北市', district: '信義區', address: '松高路11號', floor: '5樓' };
