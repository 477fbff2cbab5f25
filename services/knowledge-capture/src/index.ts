export { knowledgeCaptureService, knowledgeCaptureHandlers } from './service';
export { knowledgeCaptureConfig, type KnowledgeCaptureConfig } from './config';
export { wrongExpertMessage } from './domain/experts';
