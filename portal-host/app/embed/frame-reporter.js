// A portal page inside the embed widget's frame (ADR 027; the widget is embed.js): tells the
// page embedding it how tall its content is, whenever that changes, so the frame can be exactly
// as tall; asks it to bring the frame's top into view when a record opens in a modal (the modal
// sits at the top of a tall frame); and sends links to other websites to the top window, so
// only the portal's own pages load inside the frame. Messages carry numbers and a flag only,
// with the type in core's FRAME_MESSAGE_TYPE. Does nothing outside a frame.
(function () {
  'use strict';
  if (window.parent === window) return;
  var TYPE = 'atrium:frame';
  var root = document.documentElement;
  var last = -1;

  // Nothing may be sized by the frame's own height now (min-height: 100vh would only grow).
  root.classList.add('atrium-framed');

  function post(message) {
    message.type = TYPE;
    window.parent.postMessage(message, '*');
  }

  function report() {
    var height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    post({ height: height });
  }

  if (typeof ResizeObserver === 'function') new ResizeObserver(report).observe(root);
  window.addEventListener('load', report);
  report();

  document.addEventListener('focusin', function (event) {
    var target = event.target;
    if (target instanceof Element && target.closest('.atrium-modal')) post({ height: last, reveal: true });
  });

  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || link.hasAttribute('target') || link.hasAttribute('download')) return;
    var url = new URL(link.href, location.href);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== location.origin) {
      link.setAttribute('target', '_top');
    }
  });
})();
