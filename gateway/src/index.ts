export { buildGateway } from './app';
export { gatewayConfig, loadGatewayConfig, type GatewayConfig } from './config';
