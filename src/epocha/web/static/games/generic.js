// A plain board for games without a view of their own: the seat's state as text.
export default {
  render(root, ctx) {
    root.innerHTML = "";
    const pre = document.createElement("pre");
    pre.className = "generic-state";
    pre.textContent = JSON.stringify(ctx.view.state, null, 2);
    root.append(pre);
  },
  describe(event) {
    return `${event.event}: ${JSON.stringify(event.args)}`;
  },
  actionLabel(action, ctx) {
    if (action.type === "pass") return ctx.t("Pass");
    if (action.type === "done") return ctx.t("Done");
    return action.label;
  },
};
