import type { Agent } from 'node:http';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { REMOTE_NAMES, type RemoteName } from '@irrigo/contracts';
import { upstreamsConfig } from '../gateway.env.js';
import { UPSTREAM_SERVICES, type UpstreamService } from '../routing/api-routes.js';
import { keepAliveAgent } from './upstream-proxy.js';

/** Where every upstream lives, each with its own pool of kept-alive connections, closed on shutdown. */
@Injectable()
export class UpstreamAgents implements OnApplicationShutdown {
  readonly services: Record<UpstreamService, { url: string; agent: Agent }>;
  readonly remotes: Record<RemoteName, { url: string; agent: Agent }>;

  constructor(@Inject(upstreamsConfig.KEY) upstreams: ConfigType<typeof upstreamsConfig>) {
    const serviceUrls: Record<UpstreamService, string> = upstreams.services;
    const remoteUrls: Record<RemoteName, string> = upstreams.remotes;
    this.services = Object.fromEntries(
      UPSTREAM_SERVICES.map((name) => [name, { url: serviceUrls[name], agent: keepAliveAgent(serviceUrls[name]) }]),
    ) as UpstreamAgents['services'];
    this.remotes = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { url: remoteUrls[name], agent: keepAliveAgent(remoteUrls[name]) }]),
    ) as UpstreamAgents['remotes'];
  }

  onApplicationShutdown(): void {
    for (const { agent } of [...Object.values(this.services), ...Object.values(this.remotes)]) agent.destroy();
  }
}
