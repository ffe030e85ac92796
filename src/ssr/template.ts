/**
 * The page template of every built HTML file: Docusaurus's own, except for
 * how the scripts start, and the plugins' head tags come first, right after
 * `<meta charset>`: the frame guard (src/plugins/frameGuard) must run before
 * anything else, and the Content-Security-Policy `<meta>` written after the
 * build goes right after `<meta charset>`, before every inline script.
 *
 * Every page is complete without JavaScript (help entries are native
 * `<details>`, forms post natively, links are plain links), so the scripts
 * that hydrate it wait for the load event and the frame after it. On a slow
 * phone the HTML, the CSS and the largest image then have the connection to
 * themselves, and the reader sees the page sooner. The runtime and the main
 * script keep their order (`async = false`), exactly as `defer` would run
 * them. The page's own chunks (src/plugins/lighterClient/routeScripts.ts)
 * start with them and run as they arrive, so one that hangs holds nothing
 * up: the main script waits for it as it would for a chunk it added itself.
 */
/** The file of the runtime or the main script, the two scripts every page starts with (a path or a bare name). */
export const ENTRY_SCRIPT = /(^|\/)(runtime~)?main\.[^/]+\.js$/;

export const SSR_TEMPLATE = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <%~ it.headTags %>
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <%
      const isEntry = (script) => ${ENTRY_SCRIPT}.test(script);
      const entry = it.scripts.filter(isEntry).map((script) => it.baseUrl + script);
      const chunks = it.scripts.filter((script) => !isEntry(script)).map((script) => it.baseUrl + script);
    %>
    <script>
      (function (entry, chunks) {
        function add(src, ordered) {
          var script = document.createElement('script');
          script.src = src;
          script.async = !ordered;
          // A page chunk that fails is left to the main script, which adds its own and reports it.
          if (!ordered) script.onerror = function () { script.remove(); };
          document.head.appendChild(script);
        }
        // One script per task: adding one may take a few milliseconds, on a phone a few times that,
        // and a dozen in one task held the main thread. The runtime and the main script, the largest, go first.
        var queue = entry.map(function (src) { return [src, true]; }).concat(
          chunks.map(function (src) { return [src, false]; }),
        );
        var channel = new MessageChannel();
        channel.port1.onmessage = function () {
          var next = queue.shift();
          add(next[0], next[1]);
          if (queue.length > 0) channel.port2.postMessage(0);
        };
        function start() {
          if (queue.length > 0) channel.port2.postMessage(0);
        }
        function afterPaint() {
          requestAnimationFrame(function () { setTimeout(start, 0); });
        }
        if (document.readyState === 'complete') afterPaint();
        else addEventListener('load', afterPaint, {once: true});
      })(<%~ JSON.stringify(entry) %>, <%~ JSON.stringify(chunks) %>);
    </script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
