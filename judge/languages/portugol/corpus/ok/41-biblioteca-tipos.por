programa {
  inclua biblioteca Tipos --> tp

  funcao inicio() {
    escreva(tp.cadeia_para_inteiro("123", 10) + 1, "\n")
    escreva(tp.cadeia_para_inteiro("ff", 16), "\n")
    escreva(tp.cadeia_para_inteiro("1010", 2), "\n")
    escreva(tp.cadeia_para_real("2.75") * 2, "\n")
    escreva(tp.inteiro_para_cadeia(255, 16), " ", tp.inteiro_para_cadeia(5, 2), " ", tp.inteiro_para_cadeia(-42, 10), "\n")
    escreva(tp.real_para_inteiro(9.99), " ", tp.real_para_inteiro(-9.99), "\n")
    escreva(tp.inteiro_para_real(3), "\n")
    escreva(tp.caracter_para_inteiro('7') * 2, "\n")
    escreva(tp.logico_para_cadeia(verdadeiro) + "!", "\n")
    escreva(tp.cadeia_e_inteiro("42", 10), " ", tp.cadeia_e_inteiro("4x2", 10), "\n")
    escreva(tp.cadeia_e_real("3.5"), " ", tp.cadeia_e_real("abc"), "\n")
    escreva(tp.cadeia_para_logico("falso"), " ", tp.logico_para_inteiro(verdadeiro), "\n")
    escreva(tp.inteiro_para_caracter(5), tp.caracter_para_cadeia('z'), "\n")
    escreva(tp.real_para_cadeia(1.5) + "0", "\n")
    escreva(tp.cadeia_para_caracter("q"), "\n")
  }
}
