import type dgram from 'node:dgram';
import type net from 'node:net';
import { Packet, TCPServer, UDPServer, type Question, type Resource } from 'dns2';

/**
 * A small authoritative DNS server on loopback for tests (dns2, UDP and TCP on one port): it
 * serves exactly the records a test sets, answers NXDOMAIN for names it has nothing for and
 * NODATA (NOERROR, no answer) for a known name without the asked type, answers a name that is a
 * CNAME with the CNAME (followed by the target's records when it has them, as an authoritative
 * server does within its zone), and on demand stays silent (timeouts) or answers SERVFAIL.
 * Nothing reaches the internet.
 */
export interface TestDnsServer {
  /** ['127.0.0.1:PORT'] to pass as DNS_SERVERS / createDnsResolver({ servers }). */
  servers: string[];
  /** Every question asked so far, in order (lower-case names). */
  queries: Array<{ name: string; type: TTestRecordType | string }>;
  /** Replace the records of a name (case-insensitive) for one type; [] removes that type. */
  set(name: string, type: TTestRecordType, values: string[]): void;
  /** Remove all records (and timeout/fail settings) of a name, or of every name. */
  clear(name?: string): void;
  /** Queries for this name get no answer at all (the resolver times out). */
  timeout(name: string): void;
  /** Queries for this name get SERVFAIL. */
  fail(name: string): void;
  close(): Promise<void>;
}

export type TTestRecordType = 'A' | 'CNAME' | 'TXT';

const TYPE_NAMES: Record<number, string> = {
  [Packet.TYPE.A]: 'A',
  [Packet.TYPE.CNAME]: 'CNAME',
  [Packet.TYPE.TXT]: 'TXT',
  [Packet.TYPE.AAAA]: 'AAAA',
};

/** Answers are never cached by the resolver (TTL 0), so a test may change a record and ask again. */
const TTL = 0;

/** Response codes (RFC 1035 §4.1.1); dns2's types do not declare its RCODE table. */
const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3 } as const;

const normalise = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** A TXT string longer than 255 bytes goes out as several character-strings, as DNS hosts send it. */
function txtChunks(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  const chunks: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 255)
    chunks.push(bytes.subarray(offset, offset + 255).toString('utf8'));
  return chunks.length > 0 ? chunks : [''];
}

export interface StartTestDnsServerOptions {
  /**
   * A fixed port (UDP and TCP on 127.0.0.1), for a server another process is told about in
   * advance (the e2e suite's DNS_SERVERS). Default: a free port.
   */
  port?: number;
}

/**
 * Starts the DNS server (UDP and TCP). Over 100 lines on purpose: the zone, the answer builder,
 * the request handler and the controls it returns share one closure, as the fake Airtable's
 * endpoints do.
 */
export async function startTestDnsServer(options: StartTestDnsServerOptions = {}): Promise<TestDnsServer> {
  const zone = new Map<string, Map<TTestRecordType, string[]>>();
  const silent = new Set<string>();
  const failing = new Set<string>();
  const queries: TestDnsServer['queries'] = [];

  function answersFor(question: Question): { rcode: number; answers: Resource[] } {
    const answers: Resource[] = [];
    let name = normalise(question.name);
    // Follows CNAMEs within the zone (at most 8 steps, so a loop ends).
    for (let step = 0; step < 8; step += 1) {
      const records = zone.get(name);
      if (!records) return { rcode: step === 0 ? RCODE.NXDOMAIN : RCODE.NOERROR, answers };
      const cname = records.get('CNAME');
      const wanted = TYPE_NAMES[question.type] as TTestRecordType | undefined;
      if (wanted && wanted !== 'CNAME' && records.has(wanted)) {
        for (const value of records.get(wanted)!) {
          answers.push(
            wanted === 'A'
              ? Packet.createResourceFromQuestion(
                  { ...question, name },
                  { type: Packet.TYPE.A, ttl: TTL, address: value },
                )
              : Packet.createResourceFromQuestion(
                  { ...question, name },
                  { type: Packet.TYPE.TXT, ttl: TTL, data: txtChunks(value) },
                ),
          );
        }
        return { rcode: RCODE.NOERROR, answers };
      }
      if (!cname || cname.length === 0) return { rcode: RCODE.NOERROR, answers };
      answers.push(
        Packet.createResourceFromQuestion(
          { ...question, name },
          { type: Packet.TYPE.CNAME, ttl: TTL, domain: cname[0]! },
        ),
      );
      if (wanted === 'CNAME') return { rcode: RCODE.NOERROR, answers };
      name = normalise(cname[0]!);
    }
    return { rcode: RCODE.NOERROR, answers };
  }

  const handle = (request: Packet, send: (response: Packet) => Promise<Buffer>) => {
    const question = request.questions[0];
    const response = Packet.createResponseFromRequest(request);
    response.header.aa = 1;
    if (!question) {
      response.header.rcode = RCODE.FORMERR;
      void send(response).catch(() => undefined);
      return;
    }
    const name = normalise(question.name);
    queries.push({ name, type: TYPE_NAMES[question.type] ?? String(question.type) });
    if (silent.has(name)) return;
    if (failing.has(name)) {
      response.header.rcode = RCODE.SERVFAIL;
    } else {
      const { rcode, answers } = answersFor(question);
      response.header.rcode = rcode;
      response.answers = answers;
    }
    void send(response).catch(() => undefined);
  };

  const { udp, tcp, port } = await listenOnOnePort(handle, options.port);

  return {
    servers: [`127.0.0.1:${port}`],
    queries,
    set(name, type, values) {
      const key = normalise(name);
      const records = zone.get(key) ?? new Map<TTestRecordType, string[]>();
      if (values.length === 0) records.delete(type);
      else records.set(type, type === 'CNAME' ? values.slice(0, 1) : [...values]);
      if (records.size === 0) zone.delete(key);
      else zone.set(key, records);
    },
    clear(name) {
      if (name === undefined) {
        zone.clear();
        silent.clear();
        failing.clear();
        return;
      }
      const key = normalise(name);
      zone.delete(key);
      silent.delete(key);
      failing.delete(key);
    },
    timeout(name) {
      silent.add(normalise(name));
    },
    fail(name) {
      failing.add(normalise(name));
    },
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => udp.close(() => resolve())),
        tcp ? new Promise<void>((resolve) => tcp.close(() => resolve())) : undefined,
      ]);
    },
  };
}

type THandler = (request: Packet, send: (response: Packet) => Promise<Buffer>) => void;

/**
 * UDP on a free port (or `fixedPort`) and TCP on the same one (a resolver asks both at one
 * address: TCP when a UDP answer is truncated). Another process may hold that TCP port: then
 * another free port is tried, and after a few tries (or at once for a fixed port) the server
 * runs on UDP alone.
 */
async function listenOnOnePort(
  handle: THandler,
  fixedPort?: number,
): Promise<{ udp: dgram.Socket; tcp: net.Server | undefined; port: number }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const udp = new UDPServer({ type: 'udp4' });
    udp.on('request', (request, send) => handle(request, send as (response: Packet) => Promise<Buffer>));
    udp.on('requestError', () => undefined);
    await udp.listen(fixedPort ?? 0, '127.0.0.1');
    const port = udp.address().port;
    const tcp = new TCPServer();
    tcp.on('request', (request, send) => handle(request, send as (response: Packet) => Promise<Buffer>));
    tcp.on('requestError', () => undefined);
    const listening = await new Promise<boolean>((resolve) => {
      tcp.once('error', () => resolve(false));
      tcp.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (listening) return { udp, tcp, port };
    // A fixed port cannot move: UDP alone (what resolvers ask first) then.
    if (attempt === 4 || fixedPort !== undefined) return { udp, tcp: undefined, port };
    await new Promise<void>((resolve) => udp.close(() => resolve()));
  }
  throw new Error('unreachable');
}
