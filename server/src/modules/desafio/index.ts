export { desafioPlugin, desafioProblem, DESAFIO_USADOS, type Desafios } from './desafio-plugin';
export { desafioRoutes } from './desafio-routes';
export { deriveDesafioKey, type DesafioSettings, type Verdict } from './desafio-service';
