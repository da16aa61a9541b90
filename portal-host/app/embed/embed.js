// Atrium's embed widget (ADR 027), served at /embed.js by every portal host:
//   <script src="https://{portal host}/embed.js" data-domain="{portal host name}" defer></script>
// puts a frame of the portal where the script tag stands, and keeps it exactly as tall as the
// page inside: the portal posts its height (portal-host/app/embed/frame-reporter.js), and only
// messages from that frame's window and from the portal's origin are read. The portal's own
// links navigate inside the frame. Optional: data-path (the page to open, default /) and
// data-title (the frame's accessible name). No dependencies, no eval, no inline styles (the
// frame is styled through its style properties, which a page's CSP allows), so it runs under
// a strict Content-Security-Policy that allows the portal in script-src and frame-src.
(function () {
  'use strict';
  var TYPE = 'atrium:frame';
  var MAX_HEIGHT = 100000;
  var HOST_NAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

  function fail(script, problem) {
    if (window.console) window.console.error('Atrium embed: ' + problem, script);
  }

  function embed(script) {
    if (script.hasAttribute('data-atrium-embedded')) return;
    script.setAttribute('data-atrium-embedded', '');
    var src;
    try {
      src = new URL(script.src, location.href);
    } catch {
      return fail(script, 'the script has no valid src.');
    }
    if (src.protocol !== 'https:' && src.protocol !== 'http:') return fail(script, 'the script must come over https.');
    var domain = (script.getAttribute('data-domain') || src.hostname).trim().toLowerCase();
    if (!HOST_NAME.test(domain)) return fail(script, 'data-domain must be the portal’s host name.');
    var path = script.getAttribute('data-path') || '/';
    if (path.charAt(0) !== '/' || path.charAt(1) === '/' || path.charAt(1) === '\\') {
      return fail(script, 'data-path must be a path on the portal, like /pricing.');
    }
    var origin = src.protocol + '//' + domain + (src.port ? ':' + src.port : '');

    var frame = document.createElement('iframe');
    frame.src = origin + path;
    frame.title = script.getAttribute('data-title') || domain;
    frame.style.display = 'block';
    frame.style.width = '100%';
    frame.style.border = '0';
    frame.style.height = '600px';
    frame.setAttribute('data-atrium-portal', domain);
    script.parentNode.insertBefore(frame, script);

    function reveal() {
      var top = frame.getBoundingClientRect().top;
      if (top < 0 || top > window.innerHeight) frame.scrollIntoView({ block: 'start' });
    }

    // A second load is a navigation inside the portal: show the new page from its top.
    var loads = 0;
    frame.addEventListener('load', function () {
      loads += 1;
      if (loads > 1) reveal();
    });

    window.addEventListener('message', function (event) {
      if (event.source !== frame.contentWindow || event.origin !== origin) return;
      var message = event.data;
      if (!message || typeof message !== 'object' || message.type !== TYPE) return;
      var height = message.height;
      if (typeof height === 'number' && isFinite(height) && height >= 0) {
        frame.style.height = Math.min(Math.ceil(height), MAX_HEIGHT) + 'px';
      }
      if (message.reveal === true) reveal();
    });
  }

  if (document.currentScript) {
    embed(document.currentScript);
  } else {
    var scripts = document.querySelectorAll('script[data-domain][src]');
    for (var i = 0; i < scripts.length; i += 1) {
      if (/\/embed\.js(?:[?#].*)?$/.test(scripts[i].src)) embed(scripts[i]);
    }
  }
})();
