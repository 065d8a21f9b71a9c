package ui

// Texts are the strings the part records for this frame, in drawing order: what it says, for
// tests and tools that read the window without reading pixels.
func (p *Part) Texts() []string {
	var out []string
	for i := range p.ops {
		if o := &p.ops[i]; o.kind == opText || o.kind == opTextCentered {
			out = append(out, o.s)
		}
	}
	return out
}

// ShownTexts are the strings of the frame the part last drew (Texts before Draw, this after).
func (p *Part) ShownTexts() []string {
	var out []string
	for i := range p.shown {
		if o := &p.shown[i]; o.kind == opText || o.kind == opTextCentered {
			out = append(out, o.s)
		}
	}
	return out
}
