export { buildGateway } from './app';
export { gatewayConfig, loadGatewayConfig, type GatewayConfig } from './config';
export { startGatewayOps } from './ops';
