// Listings without full page loads (spec doc 2: search and filters update in place when
// JavaScript is present, input debounced 500 ms; the URL keeps every state, so the back button,
// reload and sharing still work). Without this script every control is a plain link or GET form.
(function () {
  'use strict';
  var DEBOUNCE_MS = 500;
  var timer = 0;
  var current = 0;

  function swap(doc) {
    document.querySelectorAll('[data-listing-results]').forEach(function (el) {
      var next = doc.querySelector('[data-listing-results="' + el.getAttribute('data-listing-results') + '"]');
      if (next) el.replaceWith(document.importNode(next, true));
    });
    document.querySelectorAll('[data-listing-tags]').forEach(function (el) {
      var next = doc.querySelector('[data-listing-tags="' + el.getAttribute('data-listing-tags') + '"]');
      if (next) el.replaceWith(document.importNode(next, true));
    });
    // The search forms keep their inputs (and focus); only the tag choices riding along change.
    document.querySelectorAll('form[data-listing-form]').forEach(function (form) {
      var next = doc.querySelector('form[data-listing-form="' + form.getAttribute('data-listing-form') + '"]');
      if (!next) return;
      // After back or forward, the controls show the state of the URL (never while someone types).
      next.querySelectorAll('input[type="search"], select').forEach(function (control) {
        var mine = form.querySelector('[name="' + control.getAttribute('name') + '"]');
        if (mine && mine !== document.activeElement) mine.value = control.value;
      });
      form.querySelectorAll('input[type="hidden"]').forEach(function (input) {
        input.remove();
      });
      next.querySelectorAll('input[type="hidden"]').forEach(function (input) {
        form.appendChild(document.importNode(input, true));
      });
    });
    if (doc.title) document.title = doc.title;
    focusModal();
  }

  // A record opened in a modal takes the focus; Escape closes it (its close link).
  function focusModal() {
    var panel = document.querySelector('.atrium-modal [role="dialog"]');
    if (panel) panel.focus();
  }
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape') return;
    var close = document.querySelector('.atrium-modal .atrium-modal__close');
    if (close) close.click();
  });
  focusModal();

  function load(url, mode) {
    var request = ++current;
    document.documentElement.setAttribute('aria-busy', 'true');
    fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok && response.status !== 404) throw new Error(String(response.status));
        return response.text();
      })
      .then(function (html) {
        if (request !== current) return;
        swap(new DOMParser().parseFromString(html, 'text/html'));
        if (mode === 'push') history.pushState(null, '', url);
        if (mode === 'replace') history.replaceState(null, '', url);
      })
      .catch(function () {
        // Anything unexpected: the browser loads the page the plain way.
        if (request === current) window.location.href = url;
      })
      .finally(function () {
        if (request === current) document.documentElement.removeAttribute('aria-busy');
      });
  }

  function formUrl(form) {
    var params = new URLSearchParams();
    new FormData(form).forEach(function (value, key) {
      if (typeof value === 'string' && value !== '') params.append(key, value);
    });
    var query = params.toString();
    return window.location.pathname + (query ? '?' + query : '');
  }

  document.addEventListener('input', function (event) {
    var input = event.target;
    var form = input && input.closest && input.closest('form[data-listing-form]');
    if (!form || input.type !== 'search') return;
    clearTimeout(timer);
    timer = setTimeout(function () {
      load(formUrl(form), 'push');
    }, DEBOUNCE_MS);
  });
  document.addEventListener('change', function (event) {
    var form = event.target && event.target.closest && event.target.closest('form[data-listing-form]');
    if (form && event.target.tagName === 'SELECT') load(formUrl(form), 'push');
  });
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!form.matches || !form.matches('form[data-listing-form]')) return;
    event.preventDefault();
    clearTimeout(timer);
    load(formUrl(form), 'push');
  });
  // 'Load more': the next page's records join the ones shown (the URL stays, like any feed);
  // focus moves to the first new record. Without this script the link opens the next page.
  document.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    var more = event.target && event.target.closest && event.target.closest('a[data-listing-more]');
    if (!more) return;
    event.preventDefault();
    var id = more.getAttribute('data-listing-more');
    var results = document.querySelector('[data-listing-results="' + id + '"]');
    if (!results) return;
    more.setAttribute('aria-busy', 'true');
    fetch(more.getAttribute('href'), { headers: { Accept: 'text/html' }, credentials: 'same-origin' })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.text();
      })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, 'text/html');
        var next = doc.querySelector('[data-listing-results="' + id + '"]');
        var into = results.querySelector('.atrium-listing__records, .atrium-listing__table tbody');
        var from = next && next.querySelector('.atrium-listing__records, .atrium-listing__table tbody');
        if (!into || !from) throw new Error('no records');
        var first = null;
        Array.prototype.slice.call(from.children).forEach(function (child) {
          var node = document.importNode(child, true);
          if (!first) first = node;
          into.appendChild(node);
        });
        var nav = results.querySelector('.atrium-listing__pages');
        var nextNav = next.querySelector('.atrium-listing__pages a[data-listing-more]');
        // Only the next 'Load more' comes along (the next page's 'First page' link is for its own page).
        if (nav && nextNav) more.replaceWith(document.importNode(nextNav, true));
        else if (nav) nav.remove();
        var focusable = first && first.querySelector('a, button');
        if (focusable) focusable.focus();
      })
      .catch(function () {
        window.location.href = more.getAttribute('href');
      });
  });
  document.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    var link =
      event.target &&
      event.target.closest &&
      event.target.closest('.atrium-listing__tags a, .atrium-listing__pages a, a[data-listing-swap]');
    if (!link) return;
    event.preventDefault();
    load(link.getAttribute('href'), 'push');
  });
  // A card's 'copy phone number': copied to the clipboard instead of dialling (the tel: link without JS).
  document.addEventListener('click', function (event) {
    var link = event.target && event.target.closest && event.target.closest('a[data-listing-copy]');
    if (!link || !navigator.clipboard) return;
    event.preventDefault();
    navigator.clipboard.writeText(link.getAttribute('data-listing-copy')).then(function () {
      var status = link.parentNode.querySelector('.atrium-listing__copied');
      if (!status) {
        status = document.createElement('span');
        status.className = 'atrium-listing__copied';
        status.setAttribute('role', 'status');
        link.parentNode.appendChild(status);
      }
      status.textContent = 'Phone number copied.';
    });
  });
  window.addEventListener('popstate', function () {
    load(window.location.href, 'none');
  });
})();
