// Attack suite: the network. The test process plays the app: a TCP server, a UDP socket and an abstract
// unix socket on this host; a boxed program tries them and the outside world. Nothing may arrive, and the
// program must see each attempt fail (it prints the errno name; the expected lines are the test's answer).
import dgram from 'node:dgram'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { C_PRELUDE, attack, cString, outputLines, packageDir, testCase } from './harness'

const pkg = packageDir()
const abstractName = `trilha-attack-${process.pid}-${Date.now()}`
const received = { tcp: 0, tcpBytes: 0, udp: 0, unix: 0 }
let tcp: net.Server
let udp: dgram.Socket
let unix: net.Server
let port = 0

beforeAll(async () => {
  tcp = net.createServer((socket) => {
    received.tcp++
    socket.on('data', (d) => {
      received.tcpBytes += d.length
    })
  })
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
  port = (tcp.address() as net.AddressInfo).port
  udp = dgram.createSocket('udp4')
  udp.on('message', () => {
    received.udp++
  })
  await new Promise<void>((resolve) => udp.bind(port, '127.0.0.1', resolve))
  unix = net.createServer(() => {
    received.unix++
  })
  await new Promise<void>((resolve) => unix.listen(`\0${abstractName}`, resolve))
})

afterAll(async () => {
  await new Promise((resolve) => tcp.close(resolve))
  await new Promise((resolve) => unix.close(resolve))
  udp.close()
  pkg.remove()
})

const PROBE = `${C_PRELUDE}
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stddef.h>
#include <sys/socket.h>
#include <sys/un.h>
static void tcp(const char *label, int family, const char *ip, int port) {
  int s = socket(family, SOCK_STREAM, 0);
  struct sockaddr_storage a = {0};
  socklen_t len;
  if (family == AF_INET) {
    struct sockaddr_in *v4 = (void *)&a; v4->sin_family = AF_INET; v4->sin_port = htons(port);
    inet_pton(AF_INET, ip, &v4->sin_addr); len = sizeof *v4;
  } else {
    struct sockaddr_in6 *v6 = (void *)&a; v6->sin6_family = AF_INET6; v6->sin6_port = htons(port);
    inet_pton(AF_INET6, ip, &v6->sin6_addr); len = sizeof *v6;
  }
  if (connect(s, (void *)&a, len) == 0) {
    /* Connected: send what an attacker would. */
    printf("tcp %s CONNECTED, sent %ld\\n", label, (long)send(s, "GET / HTTP/1.0\\r\\n\\r\\n", 18, 0));
  } else printf("tcp %s %s\\n", label, strerrorname_np(errno));
  close(s);
}
static void udp(const char *label, const char *ip, int port) {
  int s = socket(AF_INET, SOCK_DGRAM, 0);
  struct sockaddr_in a = {0}; a.sin_family = AF_INET; a.sin_port = htons(port); inet_pton(AF_INET, ip, &a.sin_addr);
  long n = sendto(s, "leak", 4, 0, (void *)&a, sizeof a);
  printf("udp %s %s\\n", label, n < 0 ? strerrorname_np(errno) : "sent");
  close(s);
}
int main(void) {
  int port = 0;
  if (scanf("%d", &port) != 1) return 2;
  tcp("1.1.1.1:80", AF_INET, "1.1.1.1", 80);
  tcp("10.0.2.2:80", AF_INET, "10.0.2.2", 80);
  tcp("[2606:4700:4700::1111]:80", AF_INET6, "2606:4700:4700::1111", 80);
  tcp("127.0.0.1:app", AF_INET, "127.0.0.1", port);
  tcp("[::1]:app", AF_INET6, "::1", port);
  udp("127.0.0.1:app", "127.0.0.1", port);
  udp("8.8.8.8:53", "8.8.8.8", 53);
  int s = socket(AF_UNIX, SOCK_STREAM, 0);
  struct sockaddr_un u = {0}; u.sun_family = AF_UNIX;
  const char *name = ${cString(abstractName)};
  memcpy(u.sun_path + 1, name, strlen(name));
  R("unix @app", connect(s, (void *)&u, offsetof(struct sockaddr_un, sun_path) + 1 + strlen(name)));
  struct addrinfo *res;
  int g = getaddrinfo("example.com", "80", 0, &res);
  printf("dns example.com: %s\\n", g ? gai_strerror(g) : "resolved");
  struct ifaddrs *ifs, *i;
  getifaddrs(&ifs);
  printf("interfaces:");
  for (i = ifs; i; i = i->ifa_next) if (i->ifa_addr && i->ifa_addr->sa_family == AF_INET) printf(" %s", i->ifa_name);
  printf("\\n");
  R("raw socket", socket(AF_INET, SOCK_RAW, IPPROTO_ICMP));
  R("packet socket", socket(AF_PACKET, SOCK_RAW, 0));
  return 0;
}
`

describe('attack: network', () => {
  it('connects to the outside and to the app’s own port fail; nothing reaches the app; no DNS', async () => {
    const expected = [
      'tcp 1.1.1.1:80 ENETUNREACH',
      'tcp 10.0.2.2:80 ENETUNREACH',
      'tcp [2606:4700:4700::1111]:80 ENETUNREACH',
      // The box has its own loopback: the app's 127.0.0.1 is another machine, nothing listens there.
      'tcp 127.0.0.1:app ECONNREFUSED',
      'tcp [::1]:app ECONNREFUSED',
      'udp 127.0.0.1:app sent', // into the box's own loopback: see received.udp below
      'udp 8.8.8.8:53 ENETUNREACH',
      'unix @app ECONNREFUSED', // abstract unix sockets belong to the network namespace
      'dns example.com: Temporary failure in name resolution',
      'interfaces: lo',
      'raw socket EPERM',
      'packet socket EPERM',
    ]
    const probe = await attack('c', PROBE, [testCase(pkg.dir, `${port}\n`, `${expected.join('\n')}\n`)])
    await new Promise((r) => setTimeout(r, 50)) // let any stray packet reach the servers' callbacks
    expect(received).toEqual({ tcp: 0, tcpBytes: 0, udp: 0, unix: 0 })
    expect(outputLines(probe)).toEqual(expected)
    expect(probe.report.status).toBe('accepted')
  })

  it('the app’s servers really are reachable from the host (the probe above is meaningful)', async () => {
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('ping', () => resolve()))
      socket.on('error', reject)
    })
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(`\0${abstractName}`, () => socket.end(() => resolve()))
      socket.on('error', reject)
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(received.tcp).toBe(1)
    expect(received.unix).toBe(1)
  })
})
