"use strict";
(function () {
  var frames = Array.prototype.slice.call(document.querySelectorAll(".frame"));
  var marks = Array.prototype.slice.call(document.querySelectorAll(".start-mark, .mark"));
  var where = document.getElementById("where");
  var prev = document.getElementById("prev");
  var next = document.getElementById("next");
  var tip = document.getElementById("tip");
  var cards = JSON.parse(document.getElementById("card-data").textContent);
  var current = -1;

  function indexOf(anchor) {
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].dataset.anchor === anchor) { return i; }
    }
    return -1;
  }

  function show(i, remember) {
    i = Math.max(0, Math.min(frames.length - 1, i));
    if (i === current) { return; }
    current = i;
    frames.forEach(function (f, k) { f.hidden = k !== i; });
    marks.forEach(function (m, k) { m.setAttribute("aria-current", k === i ? "true" : "false"); });
    where.textContent = frames[i].dataset.label;
    prev.disabled = i === 0;
    next.disabled = i === frames.length - 1;
    hideTip();
    if (remember) { history.replaceState(null, "", "#" + frames[i].dataset.anchor); }
    var mark = marks[i];
    if (mark && mark.scrollIntoView) { mark.scrollIntoView({ block: "nearest", inline: "nearest" }); }
  }

  function fromHash() {
    var i = indexOf(location.hash.slice(1));
    if (i >= 0) { show(i, false); }
  }

  function hideTip() { tip.hidden = true; }

  function showTip(target) {
    var title, texts;
    if (target.dataset.card) {
      var info = cards[target.dataset.card];
      if (!info) { return; }
      title = info.title;
      texts = info.texts;
    } else {
      var dt = document.getElementById("rule-" + target.dataset.rule);
      if (!dt || !dt.nextElementSibling) { return; }
      title = target.dataset.rule;
      texts = [dt.nextElementSibling.textContent];
    }
    tip.textContent = "";
    var head = document.createElement("strong");
    head.textContent = title;
    tip.appendChild(head);
    texts.forEach(function (t) {
      var p = document.createElement("p");
      p.textContent = t;
      tip.appendChild(p);
    });
    var box = target.getBoundingClientRect();
    tip.hidden = false;
    var left = Math.min(box.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - tip.offsetWidth - 8);
    tip.style.left = Math.max(4, left) + "px";
    tip.style.top = (box.bottom + window.scrollY + 4) + "px";
  }

  function tipTarget(event) {
    return event.target.closest ? event.target.closest("[data-card], [data-rule]") : null;
  }

  prev.addEventListener("click", function () { show(current - 1, true); });
  next.addEventListener("click", function () { show(current + 1, true); });
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    if (event.key === "ArrowRight") { show(current + 1, true); event.preventDefault(); }
    else if (event.key === "ArrowLeft") { show(current - 1, true); event.preventDefault(); }
    else if (event.key === "Escape") { hideTip(); }
  });
  window.addEventListener("hashchange", fromHash);
  document.addEventListener("mouseover", function (event) {
    var t = tipTarget(event);
    if (t) { showTip(t); } else if (!tip.contains(event.target)) { hideTip(); }
  });
  document.addEventListener("focusin", function (event) {
    var t = tipTarget(event);
    if (t) { showTip(t); }
  });
  document.addEventListener("click", function (event) {
    var tree = event.target.closest ? event.target.closest(".tree .svg") : null;
    if (tree) { tree.classList.toggle("full"); }
    var t = tipTarget(event);
    if (t && t.dataset.card) { showTip(t); } else if (!t) { hideTip(); }
  });

  show(0, false);
  fromHash();
})();
