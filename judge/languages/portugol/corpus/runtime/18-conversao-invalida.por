programa {
  inclua biblioteca Tipos --> tp

  funcao inicio() {
    escreva(tp.cadeia_para_inteiro("12", 10), "\n")
    escreva(tp.cadeia_para_inteiro("12a", 10), "\n")
  }
}
