import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';

/** Short, coloured lines for a person at a terminal; JSON lines (one object each) for machines. */
export function prettyLogs(config: Pick<Config, 'logFormat' | 'env'>, stdoutIsTerminal: boolean): boolean {
  if (config.logFormat !== 'auto') return config.logFormat === 'pretty';
  return stdoutIsTerminal || config.env === 'development';
}

export function loggerOptions(level: Config['logLevel'], pretty: boolean): FastifyServerOptions['logger'] {
  if (!pretty) return { level };
  return {
    level,
    // Fastify names every interface it listens on (a container's own address too); the ready line says where to go.
    hooks: {
      logMethod(args, method) {
        if (typeof args[0] === 'string' && args[0].startsWith('Server listening at')) return;
        method.apply(this, args);
      },
    },
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,reqId,req,res,responseTime,url',
        messageFormat: '{if req.method}{req.method} {req.url} {end}{if res.statusCode}{res.statusCode} {end}{msg}',
        singleLine: true,
      },
    },
  };
}

/** The address to open in a browser: a wildcard host means this machine. */
export function readyUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
