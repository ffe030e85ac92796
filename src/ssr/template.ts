/**
 * The page template of every built HTML file: Docusaurus's own with two
 * changes (measured in src/theme/README.md). The plugins' head tags come right
 * after `<meta charset>`: the frame guard (src/plugins/frameGuard) must run
 * before anything else, and the Content-Security-Policy `<meta>` written after
 * the build goes there too, before every inline script. And since every page
 * is complete without JavaScript, the runtime and the main script start after
 * the load event and the next frame, in their order (`async = false`), so the
 * HTML, the CSS and the largest image have a slow phone's connection first.
 */
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
    <script>
      (function (scripts) {
        function start() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.head.appendChild(script);
          });
        }
        function afterPaint() {
          requestAnimationFrame(function () { setTimeout(start, 0); });
        }
        if (document.readyState === 'complete') afterPaint();
        else addEventListener('load', afterPaint, {once: true});
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
