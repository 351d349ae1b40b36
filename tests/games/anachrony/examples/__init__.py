"""The worked examples of the Czech rulebook (the OCR seed 004_05a78377c93ba604.txt), one test
each, grouped by the digest's sections. The seed keeps only an example's "Priklad" marker and,
at times, its caption: the pictures are lost to the OCR. Each test therefore sets up the
situation the rule text around the marker describes, acts as it says and checks what it says
happens; its docstring cites the seed line."""
