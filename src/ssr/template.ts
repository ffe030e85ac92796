/**
 * The page template of every built HTML file: Docusaurus's own, except for
 * how the scripts start, and the plugins' head tags come first, right after
 * `<meta charset>`: the frame guard (src/plugins/frameGuard) must run before
 * anything else, and the Content-Security-Policy `<meta>` written after the
 * build goes right after `<meta charset>`, before every inline script.
 *
 * Every page is complete without JavaScript (help entries are native
 * `<details>`, forms post natively, links are plain links), so the runtime
 * and the main script that hydrate it start after the load event and the
 * frame after it, in their order (`async = false`), as `defer` would run
 * them. On a slow phone the HTML, the CSS and the largest image then have the
 * connection to themselves: with `defer` instead, the help pages' Largest
 * Contentful Paint on the phone profile was 1.2 s later and Lighthouse gave
 * them 1 to 3 points less (src/theme/README.md).
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
